from .model_outputs import BaseModelOutput, ModelOutput
from .output_capturing import can_return_tuple, capture_outputs

__all__ = ["BaseModelOutput", "ModelOutput", "can_return_tuple", "capture_outputs"]
