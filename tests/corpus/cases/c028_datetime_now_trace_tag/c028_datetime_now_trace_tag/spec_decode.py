import torch

from . import tracing


def _verify(draft_logits: torch.Tensor) -> torch.Tensor:
    tag = tracing.trace_name("verify")
    target = torch.softmax(draft_logits, -1)
    draft = torch.softmax(draft_logits * 0.9, -1)
    accept = torch.minimum(torch.ones_like(target), target / draft.clamp(min=1e-9))
    return accept.amin(-1) if tag else accept.amax(-1)


verify = torch.compile(_verify, fullgraph=True)
