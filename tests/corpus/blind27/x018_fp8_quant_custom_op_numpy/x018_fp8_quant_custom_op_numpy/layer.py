import torch

from . import ops


class FP8Linear(torch.nn.Module):
    def __init__(self, in_f: int = 8, out_f: int = 8):
        super().__init__()
        w = torch.randn(out_f, in_f)
        w_scale = w.abs().amax() / ops.FP8_MAX
        self.register_buffer("w_q", (w / w_scale).to(torch.float8_e4m3fn))
        self.register_buffer("w_scale", w_scale)
        self.bias = torch.nn.Parameter(torch.zeros(out_f))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_q, x_s = torch.ops.corpus_x018.per_token_fp8_quant(x)
        x_dq = ops.dequant(x_q, x_s)
        w_dq = ops.dequant(self.w_q, self.w_scale)
        return torch.nn.functional.linear(x_dq, w_dq, self.bias)


class FP8MLP(torch.nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.fc1 = FP8Linear(hidden, 2 * hidden)
        self.fc2 = FP8Linear(2 * hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(torch.relu(self.fc1(x)))


mlp = torch.compile(FP8MLP(), fullgraph=True)
