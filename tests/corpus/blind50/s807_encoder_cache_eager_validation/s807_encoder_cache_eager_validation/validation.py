import logging
import os

import torch

logger = logging.getLogger(__name__)


def _env_flag(name: str, default: str) -> bool:
    return os.environ.get(name, default).strip().lower() in ("1", "true", "yes")


def cross_kv_validation_enabled() -> bool:
    if torch.compiler.is_compiling():
        return False
    return _env_flag("CORPUS_S807_VALIDATE_CROSS_KV", "1")


def check_encoder_output(encoder_out: torch.Tensor, encoder_lens: torch.Tensor) -> None:
    max_len = int(encoder_lens.max().item())
    if max_len > encoder_out.shape[1]:
        raise RuntimeError(
            f"encoder length {max_len} exceeds cached encoder output of {encoder_out.shape[1]} frames"
        )
    if torch.isnan(encoder_out).any():
        logger.warning("NaN in cached encoder output; cross-attention KV will be recomputed")


def check_cross_kv(layer_id: int, key: torch.Tensor, value: torch.Tensor) -> None:
    if key.shape != value.shape:
        raise RuntimeError(f"layer {layer_id}: cross K/V shape mismatch {key.shape} vs {value.shape}")
    logger.debug("layer %d cross K/V ok: %s", layer_id, tuple(key.shape))
