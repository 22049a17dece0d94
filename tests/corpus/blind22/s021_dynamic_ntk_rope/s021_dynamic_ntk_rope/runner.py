import torch

from .configuration import TinyLlamaConfig
from .modeling import TinyLlamaModel

# long-context serving profile: dynamic NTK scaling past the trained window
SERVING_CONFIG = TinyLlamaConfig(rope_scaling={"rope_type": "dynamic", "factor": 2.0})

model = TinyLlamaModel(SERVING_CONFIG).eval()
compiled_model = torch.compile(model, fullgraph=True)
