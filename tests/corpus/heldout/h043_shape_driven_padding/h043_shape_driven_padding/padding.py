import torch
import torch.nn.functional as F


def next_power_of_2(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


def pad_to_multiple(x: torch.Tensor, multiple: int, dim: int = -1) -> torch.Tensor:
    size = x.shape[dim]
    if size % multiple == 0:
        return x
    pad = multiple - size % multiple
    pads = [0, 0] * (x.dim() - (dim % x.dim()) - 1) + [0, pad]
    return F.pad(x, pads)


def padded_matmul(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    m = a.shape[0]
    block = next_power_of_2(a.shape[1])
    a_p = pad_to_multiple(a, block, dim=1)
    b_p = pad_to_multiple(b, block, dim=0)
    if a.shape[0] > 128:
        raise ValueError("use the tiled path for large M")
    return (a_p @ b_p)[:m]


padded_mm = torch.compile(padded_matmul, fullgraph=True)
