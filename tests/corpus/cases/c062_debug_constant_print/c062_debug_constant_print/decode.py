import torch

DEBUG = False
VOCAB = 16
EMB = torch.randn(VOCAB, 8)


def greedy_step(hidden: torch.Tensor) -> torch.Tensor:
    logits = hidden @ EMB.t()
    if DEBUG:
        print("logits", logits.shape, logits.max())
    return logits.argmax(-1)


compiled_decode = torch.compile(greedy_step, fullgraph=True)
