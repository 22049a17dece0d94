import torch

from t005_draft_loop_eos_early_exit.proposer import DraftProposer, ProposerConfig

ENTRY = "t005_draft_loop_eos_early_exit.proposer:DraftProposer.propose"


def inputs():
    proposer = DraftProposer(ProposerConfig(vocab_size=20, hidden=8, num_draft_tokens=3, eos_token_id=2))
    last_tokens = torch.tensor([5, 7, 9, 11])
    hidden = torch.randn(4, 8)
    return (proposer, last_tokens, hidden)
