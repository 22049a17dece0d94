import torch
import torch.nn as nn

from .eagle_info import EagleVerifyInput


class TargetLMHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.lm_head(self.norm(hidden_states))


target_head = TargetLMHead()
SPEC_STEPS = 3
DRAFT_TOKEN_NUM = 4


@torch.compile(fullgraph=True)
def verify_step(
    hidden_states: torch.Tensor,
    draft_token: torch.Tensor,
    retrive_next_token: torch.Tensor,
    retrive_next_sibling: torch.Tensor,
):
    spec_info = EagleVerifyInput(
        draft_token=draft_token,
        retrive_next_token=retrive_next_token,
        retrive_next_sibling=retrive_next_sibling,
        spec_steps=SPEC_STEPS,
        draft_token_num=DRAFT_TOKEN_NUM,
    )
    logits = target_head(hidden_states)
    out = spec_info.verify(logits, hidden_states)
    return out.verified_id, out.accept_length, out.hidden_states
