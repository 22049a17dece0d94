from .planner import DeviceMapPlanner, plan_device_map
from .pipeline import PlannedPipeline

__all__ = ["DeviceMapPlanner", "plan_device_map", "PlannedPipeline"]
