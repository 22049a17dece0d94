import torch

from .config import LlamaConfig, TimingConfig
from .model import LlamaForCausalLM

config = LlamaConfig(timing=TimingConfig(enabled=True, scopes=("attn",)))
model = LlamaForCausalLM(config).eval()
compiled = torch.compile(model, fullgraph=True)
