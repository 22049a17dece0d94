from .modeling_qwen2_vl import Qwen2VLVisionEncoder, VisionEncoderOutput
from .processing_qwen2_vl import Qwen2VLImageProcessor

__all__ = ["Qwen2VLVisionEncoder", "VisionEncoderOutput", "Qwen2VLImageProcessor"]
