import torch
from torch import nn

from .batch_inputs import to_hidden_batch
from .precision import BF16, FP32, DevicePrecision


class RewardHead(nn.Module):
    def __init__(self, hidden_size: int = 8, accum: DevicePrecision = FP32):
        super().__init__()
        self.hidden_size = hidden_size
        self.accum = accum
        self.norm = nn.LayerNorm(hidden_size)
        self.score = nn.Linear(hidden_size, 1, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden = to_hidden_batch(hidden_states, self.hidden_size)
        if self.accum > BF16:
            hidden = hidden.to(self.accum.dtype)
        elif self.accum <= DevicePrecision("fp16", torch.float16):
            hidden = hidden.to(torch.bfloat16)
        logits = self.score(self.norm(hidden).to(self.score.weight.dtype))
        return logits.squeeze(-1).sigmoid()


reward_head = RewardHead()
compiled_reward_head = torch.compile(reward_head, fullgraph=True)
