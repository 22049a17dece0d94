from . import ops  # noqa: F401  (registers torch.ops.blind46_s648.*)
