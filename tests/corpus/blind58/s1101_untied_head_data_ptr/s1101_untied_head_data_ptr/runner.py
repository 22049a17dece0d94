import torch

from .config import TinyLlamaConfig
from .model import LlamaForCausalLM

model_config = TinyLlamaConfig()
model = LlamaForCausalLM(model_config).eval()
compiled_model = torch.compile(model, fullgraph=True)
