from .metrics import encoder_timer
from .vision_model import Qwen2VisionModel, run_vision_tower

__all__ = ["encoder_timer", "Qwen2VisionModel", "run_vision_tower"]
