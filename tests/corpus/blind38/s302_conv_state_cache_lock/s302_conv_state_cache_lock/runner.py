import torch
import torch.nn as nn

from .layers import CausalConvStep, DiagonalSSMStep
from .state_cache import ConvStateCache


class DecodeRunner(nn.Module):
    def __init__(self, d_model: int = 8, d_conv: int = 4, max_slots: int = 4):
        super().__init__()
        self.in_proj = nn.Linear(d_model, d_model)
        self.conv = CausalConvStep(d_model, d_conv)
        self.ssm = DiagonalSSMStep(d_model)
        self.out_proj = nn.Linear(d_model, d_model)
        self.cache = ConvStateCache(max_slots, d_model, d_conv)

    def _mix(self, x, slot_ids):
        conv_state, ssm_state = self.cache.lookup(slot_ids)
        x, conv_state = self.conv(x, conv_state)
        y, ssm_state = self.ssm(x, ssm_state)
        return y, conv_state, ssm_state

    def forward_decode(self, x: torch.Tensor, slot_ids: torch.Tensor) -> torch.Tensor:
        h = self.in_proj(x)
        y, conv_state, ssm_state = self._mix(h, slot_ids)
        self.cache.store(slot_ids, conv_state.detach(), ssm_state.detach())
        return x + self.out_proj(y)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
