import torch

from .logging_utils import get_logger

logger = get_logger(__name__)


def _target_dtype(module) -> torch.dtype:
    if torch.is_autocast_enabled():
        return torch.get_autocast_dtype("cpu")
    if hasattr(module.config, "_pre_quantization_dtype"):
        return module.config._pre_quantization_dtype
    return module.q_proj.weight.dtype


def maybe_downcast_qkv(module, query_states, key_states, value_states):
    # Layer norms are usually kept in fp32 for stability, so the hidden states
    # reaching the attention kernel may have been silently upcast to fp32.
    input_dtype = query_states.dtype
    if input_dtype == torch.float32:
        target_dtype = _target_dtype(module)
        logger.warning_once(
            "The input hidden states seems to be silently casted in float32, this might be related to"
            " the fact you have upcasted embedding or layer norm layers in float32. We will cast back"
            f" the input in {target_dtype}."
        )
        query_states = query_states.to(target_dtype)
        key_states = key_states.to(target_dtype)
        value_states = value_states.to(target_dtype)
    return query_states, key_states, value_states
