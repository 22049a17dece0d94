"""Self-speculative decoding with layer drafts (LayerSkip / Draft&Verify style)."""
from .registry import get_decoder, register_decoder
from .spec_step import spec_step

__all__ = ["get_decoder", "register_decoder", "spec_step"]
