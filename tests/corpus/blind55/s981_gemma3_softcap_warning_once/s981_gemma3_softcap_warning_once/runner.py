import torch

from .configuration_gemma3 import Gemma3TextConfig
from .modeling_gemma3 import Gemma3TextModel

config = Gemma3TextConfig(num_hidden_layers=6, sliding_window=4, sliding_window_pattern=3)
model = Gemma3TextModel(config).eval()
compiled_model = torch.compile(model, fullgraph=True)
