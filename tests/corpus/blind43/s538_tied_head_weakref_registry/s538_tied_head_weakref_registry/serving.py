import torch

from .modeling import ModelConfig, TinyForCausalLM

model = TinyForCausalLM(ModelConfig()).eval()
compute_logits = torch.compile(model.compute_logits, fullgraph=True)
