import torch

ENTRY = "s300_debug_flag_dead_branch.intent:IntentClassifier.classify"


def inputs():
    from s300_debug_flag_dead_branch.intent import IntentClassifier

    mask = torch.ones(2, 5, dtype=torch.long)
    mask[0, 3:] = 0
    return (IntentClassifier(), torch.randn(2, 5, 8), mask)
