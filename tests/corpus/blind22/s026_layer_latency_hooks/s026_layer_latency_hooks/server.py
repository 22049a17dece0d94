import os

import torch

from .hooks import install_latency_hooks
from .modeling import Block, GatedMLP, TinyLM

PROFILE_LAYERS = os.environ.get("S026_PROFILE_LAYERS", "1") == "1"

lm = TinyLM().eval()
if PROFILE_LAYERS:
    lm.add_instrumentation(install_latency_hooks, (Block, GatedMLP))

compiled_lm = torch.compile(lm, fullgraph=True)
