import torch

ENTRY = "s006_pooler_split_prompt_lens.model:embed"


def inputs():
    # two prompts packed back to back: 2 tokens + 4 tokens
    return (torch.randn(6, 8), torch.tensor([2, 4]))
