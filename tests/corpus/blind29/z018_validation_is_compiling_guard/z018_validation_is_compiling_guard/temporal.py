import torch


def sample_frames(frames: torch.Tensor, num: int) -> torch.Tensor:
    t = frames.shape[1]
    if t <= num:
        return frames
    stride = t // num
    return frames[:, ::stride][:, :num]


def tubelets(frames: torch.Tensor, t_size: int, p: int) -> torch.Tensor:
    b, t, c, h, w = frames.shape
    x = frames.reshape(b, t // t_size, t_size, c, h // p, p, w // p, p)
    x = x.permute(0, 1, 4, 6, 2, 3, 5, 7)
    return x.reshape(b, -1, t_size * c * p * p)
