import logging
import warnings

import torch

logger = logging.getLogger(__name__)

try:
    import flashinfer.sampling as _fi_sampling
except ImportError:
    _fi_sampling = None


class SamplingNumericsWarning(RuntimeWarning):
    pass


def _softmax_reference(logits: torch.Tensor) -> torch.Tensor:
    logits = logits.float()
    return torch.softmax(logits - logits.amax(dim=-1, keepdim=True), dim=-1)


@torch.library.custom_op("corpus_s1040::guarded_softmax", mutates_args=())
def guarded_softmax(logits: torch.Tensor, temperature: float) -> torch.Tensor:
    scaled = logits / max(temperature, 1e-5)
    try:
        if _fi_sampling is None:
            raise RuntimeError("flashinfer sampling kernels unavailable")
        probs = _fi_sampling.softmax(scaled)
    except (RuntimeError, AttributeError) as exc:
        logger.debug("guarded_softmax: falling back to torch (%s)", exc)
        probs = _softmax_reference(scaled)
    if not torch.isfinite(probs).all():
        warnings.warn("non-finite probabilities; renormalizing", SamplingNumericsWarning)
        probs = torch.nan_to_num(probs, nan=0.0, posinf=0.0, neginf=0.0)
        probs = probs / probs.sum(dim=-1, keepdim=True).clamp_min(1e-12)
    return probs


@guarded_softmax.register_fake
def _(logits: torch.Tensor, temperature: float) -> torch.Tensor:
    return torch.empty_like(logits, dtype=torch.float32)
