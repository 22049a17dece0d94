"""compilelint: a torch.compile(fullgraph=True) compatibility linter and auto-fixer."""

__version__ = "0.1.0"
