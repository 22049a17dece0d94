import torch

from .modeling_llava import LlavaConfig, LlavaForConditionalGeneration

model = LlavaForConditionalGeneration(LlavaConfig()).eval()
compiled_model = torch.compile(model, fullgraph=True)
