import torch

from .model_loader import ModelConfig, get_model

model = get_model(ModelConfig())
compiled_model = torch.compile(model, fullgraph=True)
