import logging

import torch

logger = logging.getLogger(__name__)

_nonfinite_batches = 0


@torch.library.custom_op("corpus_s889::scale_softcap_logits", mutates_args=())
def scale_softcap_logits(logits: torch.Tensor, scale: float, soft_cap: float) -> torch.Tensor:
    global _nonfinite_batches
    out = logits.float() * scale
    if soft_cap > 0.0:
        out = torch.tanh(out / soft_cap) * soft_cap
    num_bad = int((~torch.isfinite(out)).sum().item())
    if num_bad:
        _nonfinite_batches += 1
        logger.warning("found %d non-finite logits (batch #%d)", num_bad, _nonfinite_batches)
        out = torch.nan_to_num(out, nan=0.0, posinf=soft_cap or 1e4, neginf=-(soft_cap or 1e4))
    return out.to(logits.dtype)


@scale_softcap_logits.register_fake
def _(logits: torch.Tensor, scale: float, soft_cap: float) -> torch.Tensor:
    return torch.empty_like(logits)
