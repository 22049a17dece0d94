from .registry import register_freeze_policy


@register_freeze_policy("adapters_only")
def adapters_only(param_name: str) -> bool:
    # train only LoRA / adapter weights; freeze the backbone
    return "adapter" not in param_name


@register_freeze_policy("head_only")
def head_only(param_name: str) -> bool:
    return not param_name.startswith("head.")


@register_freeze_policy("none")
def freeze_nothing(param_name: str) -> bool:
    return False
