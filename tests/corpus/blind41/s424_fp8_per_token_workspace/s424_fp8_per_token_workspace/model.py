import torch
from torch import nn

from .fp8_utils import FP8_E4M3, FP8_MAX, fp8_scaled_mm_ref, per_token_quant_fp8_into
from .workspace import get_workspace_manager


class Fp8PerTokenLinear(nn.Module):
    """W8A8 FP8 linear: per-channel weight scales, dynamic per-token activation scales."""

    def __init__(self, in_features: int, out_features: int, bias: bool = True):
        super().__init__()
        w = torch.randn(out_features, in_features) * 0.1
        w_scale = w.abs().amax(dim=1).clamp(min=1e-12) / FP8_MAX
        self.register_buffer("weight", (w / w_scale[:, None]).to(FP8_E4M3))
        self.register_buffer("weight_scale", w_scale)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    def _act_buffer(self, x: torch.Tensor) -> torch.Tensor:
        ws = get_workspace_manager()
        return ws.get("fp8_act", x.numel(), FP8_E4M3, x.device).view(x.shape)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_q, x_s = per_token_quant_fp8_into(x, self._act_buffer(x))
        return fp8_scaled_mm_ref(x_q, x_s, self.weight, self.weight_scale, x.dtype, self.bias)


class Fp8FeedForward(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.up = Fp8PerTokenLinear(hidden, inter)
        self.down = Fp8PerTokenLinear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.relu(self.up(x)))


torch.manual_seed(0)
_model = Fp8FeedForward().eval()


def forward_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return hidden_states + _model(hidden_states)


step = torch.compile(forward_step, fullgraph=True)
