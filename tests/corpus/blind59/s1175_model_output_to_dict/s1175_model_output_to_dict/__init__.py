from .modeling_outputs import BaseModelOutputWithPooling, ModelOutput
from .output_converters import convert_output

__all__ = ["BaseModelOutputWithPooling", "ModelOutput", "convert_output"]
