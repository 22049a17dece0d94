import logging
from dataclasses import dataclass

logger = logging.getLogger(__name__)


@dataclass
class LaunchPlan:
    block_rows: int
    use_fp32_accum: bool
    tag: str = ""


_PLANS: dict[str, LaunchPlan] = {}


def plan_for(key: str, num_rows: int, is_half: bool, max_block_rows: int = 2) -> LaunchPlan:
    plan = _PLANS.get(key)
    if plan is None:
        plan = LaunchPlan(
            block_rows=min(num_rows, max_block_rows),
            use_fp32_accum=is_half,
            tag=key.split("|", 1)[0],
        )
        _PLANS[key] = plan
    return plan


def describe_plans() -> str:
    lines = [f"{k}: rows={p.block_rows} fp32={p.use_fp32_accum}" for k, p in sorted(_PLANS.items())]
    logger.info("launch plans:\n%s", "\n".join(lines))
    return "\n".join(lines)
