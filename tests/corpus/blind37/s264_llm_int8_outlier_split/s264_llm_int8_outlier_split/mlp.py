import torch
from torch import nn

from .int8_ops import OutlierSplitter, int8_matmul, quantize_rowwise


class Int8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, threshold: float = 6.0):
        super().__init__()
        w = torch.randn(out_features, in_features) * 0.1
        wq, ws = quantize_rowwise(w)
        self.register_buffer("fp_weight", w)
        self.register_buffer("wq", wq)
        self.register_buffer("w_scale", ws)
        self.splitter = OutlierSplitter(threshold)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        regular, outlier_idx = self.splitter.split(x)
        xq, xs = quantize_rowwise(regular)
        out = int8_matmul(xq, xs, self.wq, self.w_scale)
        if outlier_idx.numel() == 0:
            return out
        outlier_x = x.index_select(1, outlier_idx)
        outlier_w = self.fp_weight.index_select(1, outlier_idx)
        return out + outlier_x @ outlier_w.t()


class Int8MLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.fc1 = Int8Linear(hidden, inter)
        self.fc2 = Int8Linear(inter, hidden)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = torch.nn.functional.gelu(self.fc1(x))
        return self.fc2(h) + x
