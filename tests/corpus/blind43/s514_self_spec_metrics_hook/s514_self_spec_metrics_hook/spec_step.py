import torch

from .registry import get_decoder

_MODEL_NAME = "layerskip-tiny"
# build the decoder outside of the compiled step (weights are materialised once)
get_decoder(_MODEL_NAME)


def _run_spec_step(hidden: torch.Tensor) -> torch.Tensor:
    decoder = get_decoder(_MODEL_NAME)
    draft_hidden, draft_logits = decoder.draft(hidden)
    target_logits = decoder.verify(draft_hidden)
    draft_tokens = draft_logits.argmax(dim=-1)
    target_tokens = target_logits.argmax(dim=-1)
    accepted = draft_tokens == target_tokens
    decoder.metrics.emit("spec/accept_rate", accepted.float().mean())
    # accepted positions keep the draft token, rejected ones take the target's
    return torch.where(accepted, draft_tokens, target_tokens)


spec_step = torch.compile(_run_spec_step, fullgraph=True)
