import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CROP_IMAGE_MAX_BYTES, checkFile } from './file-rules';
import { ImageCropUploader } from './image-crop-uploader';
import { formatCountdown, OtpCountdown } from './otp-countdown';
import { Pager } from './pager';
import { PictureViewer, wrapIndex } from './picture-viewer';
import { SingleFileUpload } from './single-file-upload';
import { Spinner } from './spinner';
import { HOUR_OPTIONS, MINUTE_OPTIONS, TimePicker } from './time-picker';

afterEach(() => vi.useRealTimers());

const pictures = [
  { src: 'a.jpg', alt: 'รูป A' },
  { src: 'b.jpg', alt: 'รูป B' },
  { src: 'c.jpg', alt: 'รูป C' },
];

function Viewer() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(0)}>
        open
      </button>
      <PictureViewer
        pictures={pictures}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
}

describe('PictureViewer', () => {
  it('wraps indexes', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
  });

  it('moves with buttons and arrow keys, wrapping, and closes on Escape returning focus', async () => {
    const user = userEvent.setup();
    render(<Viewer />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    // The viewer's code loads the first time it opens.
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'รูป A');
    await user.click(screen.getByRole('button', { name: 'รูปก่อนหน้า' }));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'รูป C');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'รูป A');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'รูป B');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('Pager', () => {
  it('shows first, last, current ±2 and gaps, and marks the current page', () => {
    render(<Pager page={10} totalPages={20} onPageChange={() => {}} />);
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getAllByText('...')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'หน้า 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('scrolls to the top over 200 ms before changing the page', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const onPageChange = vi.fn();
    render(<Pager page={1} totalPages={5} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'หน้า 3' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(onPageChange).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(onPageChange).toHaveBeenCalledWith(3);
    vi.unstubAllGlobals();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('upload rules', () => {
  it('accepts only the given types and at most the size', () => {
    const rules = { accept: ['image/jpeg', 'image/png'], maxBytes: CROP_IMAGE_MAX_BYTES };
    expect(checkFile({ type: 'image/png', size: 10_485_760 }, rules)).toBeNull();
    expect(checkFile({ type: 'image/png', size: 10_485_761 }, rules)).toBe('size');
    expect(checkFile({ type: 'image/gif', size: 10 }, rules)).toBe('type');
  });

  it('crop uploader rejects a GIF and an 11 MB JPEG with the caller title and message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onCropped = vi.fn();
    render(
      <ImageCropUploader
        label="รูปหน้าร้าน"
        errorTitle="อัปโหลดไม่สำเร็จ"
        errorMessage="เฉพาะ JPG หรือ PNG ไม่เกิน 10 MB"
        onCropped={onCropped}
      />,
    );
    const input = screen.getByLabelText('รูปหน้าร้าน');
    await user.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }));
    const alert = await screen.findByRole('alertdialog', { name: 'อัปโหลดไม่สำเร็จ' });
    expect(alert).toHaveTextContent('เฉพาะ JPG หรือ PNG ไม่เกิน 10 MB');
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    const big = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: CROP_IMAGE_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('crop uploader offers a valid PNG for cropping', async () => {
    const user = userEvent.setup();
    render(
      <ImageCropUploader label="รูปหน้าร้าน" errorTitle="t" errorMessage="m" onCropped={() => {}} />,
    );
    await user.upload(
      screen.getByLabelText('รูปหน้าร้าน'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('button', { name: 'ใช้รูปนี้' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('single upload uses the caller type list and size limit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFile = vi.fn();
    render(
      <SingleFileUpload
        label="ไฟล์สินค้า"
        accept={['application/pdf']}
        maxBytes={5}
        errorTitle="ผิดพลาด"
        errorMessage="ไฟล์ไม่ถูกต้อง"
        onFile={onFile}
      />,
    );
    const input = screen.getByLabelText('ไฟล์สินค้า');
    await user.upload(input, new File(['123456'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alertdialog', { name: 'ผิดพลาด' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    await user.upload(input, new File(['12345'], 'b.pdf', { type: 'application/pdf' }));
    expect(onFile).toHaveBeenCalledTimes(1);
  });
});

describe('TimePicker', () => {
  it('offers hours 00-23 and minutes 00-59', () => {
    expect(HOUR_OPTIONS[0]).toBe('00');
    expect(HOUR_OPTIONS.at(-1)).toBe('23');
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect(MINUTE_OPTIONS.at(-1)).toBe('59');
    expect(MINUTE_OPTIONS).toHaveLength(60);
  });

  it('reports HH:mm', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TimePicker label="เวลาเปิด" value="08:30" onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('ชั่วโมง'), '23');
    expect(onChange).toHaveBeenLastCalledWith('23:30');
    await user.selectOptions(screen.getByLabelText('นาที'), '59');
    expect(onChange).toHaveBeenLastCalledWith('08:59');
  });
});

describe('OTP countdown and spinner', () => {
  it('formats mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('counts down and reports expiry', async () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    render(<OtpCountdown seconds={2} onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('spinner is 30px by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'กำลังโหลด' })).toHaveStyle({
      width: '30px',
      height: '30px',
    });
  });
});
