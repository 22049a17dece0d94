from .outputs import GenerateDecoderOnlyOutput
from .wrapper import GenerationWrapper, WrapperConfig

__all__ = ["GenerateDecoderOnlyOutput", "GenerationWrapper", "WrapperConfig"]
