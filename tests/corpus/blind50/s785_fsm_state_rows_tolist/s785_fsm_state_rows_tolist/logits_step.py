import torch

from .registry import get_guide


def _allowed_mask(kind: str, fsm_states: torch.Tensor) -> torch.Tensor:
    guide = get_guide(kind)
    rows = []
    for state in fsm_states.tolist():
        rows.append(guide.allowed_row(state))
    return torch.stack(rows, dim=0)


def constrained_logits_step(logits: torch.Tensor, fsm_states: torch.Tensor) -> torch.Tensor:
    logits = logits.float()
    allowed = _allowed_mask("json", fsm_states)
    logits = logits.masked_fill(~allowed, float("-inf"))
    logprobs = torch.log_softmax(logits, dim=-1)
    return logprobs.argmax(dim=-1)


step = torch.compile(constrained_logits_step, fullgraph=True)
