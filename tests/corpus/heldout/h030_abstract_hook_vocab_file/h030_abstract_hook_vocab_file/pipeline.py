import torch

from .grammar import AllowedTokensProcessor

processor = AllowedTokensProcessor("/etc/heldout/allowed_tokens.json", temperature=0.8)
constrain = torch.compile(processor, fullgraph=True)
