"""fp16 overflow protection used by T5-family feed-forward blocks."""
import torch

from .logging_utils import get_logger

logger = get_logger(__name__)

# keep some headroom below finfo.max so that the following residual add
# does not overflow again
_CLAMP_HEADROOM = 1000.0


def _report_clamp(module_name: str, dtype: torch.dtype) -> None:
    logger.warning_once(
        "%s: clamping %s activations to avoid inf; consider running this model in bf16",
        module_name,
        dtype,
    )


def clamp_fp16_overflow(hidden_states: torch.Tensor, module_name: str) -> torch.Tensor:
    if hidden_states.dtype != torch.float16:
        return hidden_states
    finfo = torch.finfo(hidden_states.dtype)
    clamp_value = torch.where(
        torch.isinf(hidden_states).any(),
        finfo.max - _CLAMP_HEADROOM,
        finfo.max,
    )
    _report_clamp(module_name, hidden_states.dtype)
    return torch.clamp(hidden_states, min=-clamp_value, max=clamp_value)
