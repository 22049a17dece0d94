import torch

from g032_spec_verify_accept_len.verifier import DraftVerifier

ENTRY = "g032_spec_verify_accept_len.verifier:DraftVerifier.verify"


def inputs():
    torch.manual_seed(0)
    target_logits = torch.randn(1, 4, 16)
    draft_logits = target_logits + 0.05 * torch.randn(1, 4, 16)
    return (DraftVerifier(num_spec_tokens=3), draft_logits, target_logits)
