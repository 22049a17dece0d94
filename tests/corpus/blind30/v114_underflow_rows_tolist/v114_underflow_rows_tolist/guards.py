"""Underflow guards for row-normalised projections (cosine heads, retrieval)."""
import torch

TINY_NORM = {
    torch.float16: 6.1e-5,
    torch.bfloat16: 1.2e-38,
    torch.float32: 1.2e-38,
}


class UnderflowReport:
    def __init__(self, rows, threshold):
        self.rows = rows
        self.threshold = threshold

    def __bool__(self):
        return bool(self.rows)


def find_underflow_rows(norms: torch.Tensor, dtype: torch.dtype) -> UnderflowReport:
    threshold = TINY_NORM.get(dtype, 1e-30) * 16
    flags = (norms.squeeze(-1) < threshold).float()
    rows = [i for i, f in enumerate(flags.tolist()) if f]
    return UnderflowReport(rows, threshold)


def safe_l2_normalize(x: torch.Tensor, dim: int = -1) -> torch.Tensor:
    norms = x.float().norm(dim=dim, keepdim=True)
    report = find_underflow_rows(norms, x.dtype)
    denom = norms.clamp_min(report.threshold)
    return (x.float() / denom).to(x.dtype)
