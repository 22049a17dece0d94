"""Small shims around torch APIs that moved between releases."""
import torch

if hasattr(torch, "compiler") and hasattr(torch.compiler, "disable"):
    eager_only = torch.compiler.disable
else:  # torch < 2.1
    eager_only = torch._dynamo.disable
