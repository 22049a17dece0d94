import torch

from .modeling import TinyLlamaConfig, TinyLlamaModel

model = TinyLlamaModel(TinyLlamaConfig()).eval()
compiled = torch.compile(model, fullgraph=True)
