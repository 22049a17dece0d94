import torch

from s1214_penalty_step_timer.logits_processor import PenaltyState

ENTRY = "s1214_penalty_step_timer.logits_processor:process_logits"

VOCAB = 8


def inputs():
    state = PenaltyState(
        # padded with VOCAB, as in the engine
        prompt_token_ids=torch.tensor([[1, 2, 3], [0, 4, VOCAB], [5, 5, 6], [7, VOCAB, VOCAB]]),
        output_token_ids=torch.tensor([[2, 2], [4, VOCAB], [6, 1], [VOCAB, VOCAB]]),
        presence_penalties=torch.tensor([0.0, 0.5, 0.2, 0.0]),
        frequency_penalties=torch.tensor([0.1, 0.0, 0.3, 0.0]),
        repetition_penalties=torch.tensor([1.0, 1.1, 1.2, 1.0]),
    )
    return (torch.randn(4, VOCAB), torch.tensor([0.7, 1.0, 0.9, 1.1]), state)
