import torch

from .outliers import OutlierConfig, rowwise_absmax_quant, split_outliers


class MixedPrecisionInt8Linear(torch.nn.Module):
    def __init__(self, in_f: int = 8, out_f: int = 8, threshold: float = 6.0):
        super().__init__()
        self.cfg = OutlierConfig(threshold)
        w = torch.randn(out_f, in_f)
        w_q, w_s = rowwise_absmax_quant(w, self.cfg.qmax)
        self.register_buffer("w_q", w_q)
        self.register_buffer("w_s", w_s)
        self.register_buffer("w_fp", w)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        regular, idx = split_outliers(x, self.cfg)
        x_q, x_s = rowwise_absmax_quant(regular, self.cfg.qmax)
        acc = (x_q.float() @ self.w_q.float().t()) * x_s * self.w_s.t()
        if idx.numel() == 0:
            # fast path: no outlier columns in this batch
            return acc
        outlier_out = x[:, idx] @ self.w_fp[:, idx].t()
        return acc + outlier_out


class QuantMLP(torch.nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.up = MixedPrecisionInt8Linear(hidden, 2 * hidden)
        self.down = MixedPrecisionInt8Linear(2 * hidden, hidden)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.relu(self.up(x)))
