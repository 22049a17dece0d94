import torch
import torch._dynamo


class TokenAccounting:
    def __init__(self):
        self.generated = 0

    @torch._dynamo.disable
    def update(self, next_tokens: torch.Tensor) -> None:
        self.generated += int(next_tokens.numel())
