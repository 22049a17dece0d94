from .backbone import TCNBackbone, compiled_backbone  # noqa: F401
