import torch


def quantize_rowwise(x: torch.Tensor):
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / 127.0
    q = torch.round(x / scale).clamp(-127, 127).to(torch.int8)
    return q, scale


def int8_matmul(xq: torch.Tensor, x_scale: torch.Tensor, wq: torch.Tensor, w_scale: torch.Tensor):
    acc = xq.float() @ wq.float().t()
    return acc * x_scale * w_scale.t()


class OutlierSplitter:
    """LLM.int8()-style mixed decomposition: outlier feature columns stay in fp."""

    def __init__(self, threshold: float = 6.0):
        self.threshold = threshold

    def split(self, x: torch.Tensor):
        col_max = x.abs().amax(dim=0)
        outlier_idx = torch.nonzero(col_max > self.threshold).squeeze(-1)
        regular = x.clone()
        regular[:, outlier_idx] = 0
        return regular, outlier_idx
